"""pyscript.toml lists every UI module once, so none is missing in the
browser: the lobby's in [files], the others in the bundle that brings them
when a screen first needs them ([lazy_files.NAME], py/ui/bundles.py)."""

import json
import tomllib

from build_site import ROOT, lazy_files_script, ui_files_problems

CONFIG = tomllib.loads((ROOT / "pyscript.toml").read_text())


def copy():
    return json.loads(json.dumps(CONFIG))


def test_every_ui_module_is_listed_once_under_its_own_path():
    assert ui_files_problems(CONFIG) == []


def test_the_lobby_starts_without_any_game_screen():
    startup = set(CONFIG["files"])
    assert "py/ui/app.py" in startup and "py/ui/bundles.py" in startup
    assert not [src for src in startup if src.startswith(("py/ui/widgets/", "py/ui/hardback/",
                                                          "py/ui/replay/"))]
    assert "py/ui/screen.py" in CONFIG["lazy_files"]["table"]
    assert set(CONFIG["lazy_files"]) >= {"table", "hardback", "paperback", "backwords",
                                         "break_the_word", "replay"}


def test_a_forgotten_module_is_reported():
    config = copy()
    del config["lazy_files"]["table"]["py/ui/widgets/word_builder.py"]
    assert ui_files_problems(config) == ["py/ui/widgets/word_builder.py is in neither [files] nor a bundle"]


def test_a_module_listed_twice_is_reported():
    config = copy()
    config["files"]["py/ui/hardback/text.py"] = "hardback/text.py"
    assert ui_files_problems(config) == [
        "py/ui/hardback/text.py is listed twice: in [files] and [lazy_files.hardback]"]


def test_a_module_mapped_to_the_wrong_path_or_gone_is_reported():
    config = copy()
    config["lazy_files"]["hardback"]["py/ui/hardback/screen.py"] = "screen.py"
    config["files"]["py/ui/hardback.py"] = "hardback.py"
    assert ui_files_problems(config) == ["py/ui/hardback.py is in [files] but is no module of py/ui",
                                         "py/ui/hardback/screen.py is mapped to screen.py, not hardback/screen.py"]


def test_a_module_in_a_new_folder_must_be_listed(tmp_path):
    (tmp_path / "paperback").mkdir()
    (tmp_path / "paperback" / "screen.py").write_text("")
    (tmp_path / "main.py").write_text("")   # the page's script: never imported
    (tmp_path / "dom.py").write_text("")
    assert ui_files_problems({"files": {"py/ui/dom.py": "dom.py"}}, tmp_path) == [
        "py/ui/paperback/screen.py is in neither [files] nor a bundle"]


def test_the_page_gets_each_bundle_as_url_and_path_pairs():
    script = lazy_files_script({"lazy_files": {"replay": {"py/ui/replay/screen.py": "replay/screen.py"}}})
    assert script == ('<script type="application/json" id="lazy-files">'
                      '{"replay":[["py/ui/replay/screen.py","replay/screen.py"]]}</script>')


def test_the_page_preloads_every_js_module_the_ui_imports_but_not_dynamic_ones(tmp_path):
    from build_site import static_imports
    js = tmp_path / "js"
    js.mkdir()
    (js / "room.mjs").write_text('import {\n  Host,\n  hello\n} from "./host.mjs";\nconst t = await import("./big.mjs");\n')
    (js / "host.mjs").write_text('export { key } from "./key/key.mjs";\nimport "./side.mjs";\n')
    (js / "key").mkdir()
    (js / "key" / "key.mjs").write_text('import { b64 } from "../host.mjs";\n')
    (js / "side.mjs").write_text("")
    (js / "big.mjs").write_text("")
    assert static_imports(tmp_path, ["js/room.mjs"]) == ["js/room.mjs", "js/host.mjs", "js/key/key.mjs",
                                                         "js/side.mjs"]


def test_the_site_ships_the_ui_as_bytecode_that_says_where_its_errors_are(tmp_path):
    from build_site import compile_ui, compiled
    (tmp_path / "hardback").mkdir()
    (tmp_path / "hardback" / "turn.py").write_text("def go():\n    return 1 / 0\n")
    (tmp_path / "main.py").write_text("import hardback.turn\n")
    compile_ui(tmp_path)
    assert sorted(p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*.*")) == [
        "hardback/turn.mpy", "main.py"]   # the page's script stays source
    assert b"hardback/turn.py" in (tmp_path / "hardback" / "turn.mpy").read_bytes()   # tracebacks name it
    config = compiled({"files": {"py/ui/dom.py": "dom.py", "extra.txt": "extra.txt"},
                       "lazy_files": {"hardback": {"py/ui/hardback/turn.py": "hardback/turn.py"}}})
    assert config["files"] == {"py/ui/dom.mpy": "dom.mpy", "extra.txt": "extra.txt"}
    assert config["lazy_files"] == {"hardback": {"py/ui/hardback/turn.mpy": "hardback/turn.mpy"}}


def test_bytecode_is_compiled_for_the_vendored_micropython_release():
    from build_site import micropython_release
    assert micropython_release("1.28.0-6") == micropython_release("MicroPython v1.28.0 on 2026-08-11") == "1.28.0"
    assert micropython_release("MicroPython v1.29.0 on 2026-08-11") != "1.28.0"
