"""assets/js/qr.mjs draws exactly the modules a reference encoder draws
(python-qrcode), for every mask, both error levels and versions 1-13."""

import json
import shutil
import subprocess
from pathlib import Path

import pytest

qrcode = pytest.importorskip("qrcode")
from qrcode.util import MODE_8BIT_BYTE, QRData  # noqa: E402

QR = Path(__file__).resolve().parents[2] / "assets" / "js" / "qr.mjs"
TEXTS = ["hi", "https://example.github.io/inkwell/#room=AbCdEfGhIjKlMnOp",
         "http://127.0.0.1:45678/inkwell/?relay=ws://127.0.0.1:43210&ice=none#room=AbCdEfGh",
         "x" * 150, "é" * 100, "y" * 300]
LEVELS = {"M": qrcode.constants.ERROR_CORRECT_M, "L": qrcode.constants.ERROR_CORRECT_L}
SCRIPT = """
import { qrMatrix, qrSvg } from %s;
const texts = JSON.parse(process.argv[1]);
const out = [];
for (const t of texts) for (const ecl of ["M", "L"]) for (let mask = 0; mask < 8; mask++)
  out.push(qrMatrix(t, ecl, mask).map(r => r.map(b => b ? 1 : 0).join("")));
console.log(JSON.stringify({ out, svg: qrSvg(texts[1]), tooLong: qrSvg("z".repeat(2000)) }));
"""


@pytest.mark.skipif(not shutil.which("node"), reason="needs node")
def test_qr_matrices_match_a_reference_encoder():
    script = SCRIPT % json.dumps(QR.as_uri())
    result = json.loads(subprocess.check_output(
        ["node", "--input-type=module", "-e", script, json.dumps(TEXTS)], text=True))
    matrices = iter(result["out"])
    for text in TEXTS:
        for level in "ML":
            for mask in range(8):
                ref = qrcode.QRCode(error_correction=LEVELS[level], border=0, mask_pattern=mask)
                ref.add_data(QRData(text.encode(), mode=MODE_8BIT_BYTE))
                ref.make(fit=True)
                expected = ["".join("1" if b else "0" for b in row) for row in ref.get_matrix()]
                assert next(matrices) == expected, (text[:20], level, mask)
    assert result["svg"].startswith("<svg") and 'role="img"' in result["svg"]
    assert result["tooLong"] == ""
