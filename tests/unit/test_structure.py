"""How the engine package is laid out: small files, and the room hosted by
the worker, never the other way round."""

import ast
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "py" / "inkwell"


def test_no_engine_file_over_400_lines():
    long = {str(p.relative_to(ENGINE)): n for p in ENGINE.rglob("*.py")
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > 400}
    assert long == {}


def test_the_room_never_imports_the_worker():
    """The services both use live in inkwell.services (imports inside functions count too)."""
    for path in (ENGINE / "room").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                module = "." * node.level + (node.module or "")
                named = [module] if node.module else [module + a.name for a in node.names]
            elif isinstance(node, ast.Import):
                named = [a.name for a in node.names]
            else:
                continue
            assert not any(n in ("..worker", "inkwell.worker") or n.startswith("inkwell.worker.")
                           for n in named), (path.name, node.lineno)


def test_no_test_module_name_is_shared_between_the_suites():
    """pyproject puts tests/unit, tests/e2e and tests/smoke all on the path, so
    a test importing a helper from a module named like another suite's gets
    whichever comes first."""
    tests = ENGINE.parents[1] / "tests"
    suites = {name: {p.stem for p in (tests / name).glob("*.py")} - {"conftest"}
              for name in ("unit", "e2e", "smoke")}
    assert suites["smoke"], "the smoke suite is where it was"
    for a in suites:
        for b in suites:
            assert a == b or suites[a] & suites[b] == set(), (a, b, suites[a] & suites[b])
