"""pyscript.toml lists every UI module, so none is missing in the browser."""

import tomllib
from pathlib import Path

from build_site import ROOT, ui_files_problems

FILES = tomllib.loads((ROOT / "pyscript.toml").read_text())["files"]


def test_every_ui_module_is_listed_under_its_own_path():
    assert ui_files_problems(FILES) == []


def test_a_forgotten_module_is_reported():
    files = dict(FILES)
    del files["py/ui/widgets/word_builder.py"]
    assert ui_files_problems(files) == ["py/ui/widgets/word_builder.py is not in [files]"]


def test_a_module_mapped_to_the_wrong_path_or_gone_is_reported():
    files = dict(FILES)
    files["py/ui/hardback/screen.py"] = "screen.py"
    files["py/ui/hardback.py"] = "hardback.py"
    assert ui_files_problems(files) == ["py/ui/hardback/screen.py is mapped to screen.py, not hardback/screen.py",
                                        "py/ui/hardback.py is in [files] but is no module of py/ui"]


def test_a_module_in_a_new_folder_must_be_listed(tmp_path):
    (tmp_path / "paperback").mkdir()
    (tmp_path / "paperback" / "screen.py").write_text("")
    (tmp_path / "main.py").write_text("")   # the page's script: never imported
    (tmp_path / "dom.py").write_text("")
    assert ui_files_problems({"py/ui/dom.py": "dom.py"}, tmp_path) == [
        "py/ui/paperback/screen.py is not in [files]"]
