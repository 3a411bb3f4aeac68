# probe: importlib.import_module forms: a relative name with package=, an absolute f-string name, a missing submodule (ModuleNotFoundError), a relative name without package (TypeError), an empty name (ValueError); modules run once
# inputs
names = ["dense", "masked", "dense"]
cfg = {"m": 21}
# body
import importlib
mods = [importlib.import_module(f".{n}", package="scen") for n in names]
r_results = [m.run_scenario(cfg) for m in mods]
import scen
r_loaded = list(scen.LOADED)
r_same = mods[0] is importlib.import_module("scen.dense")
def attempt(name, package=None):
    try:
        return importlib.import_module(name, package).__name__
    except (ImportError, TypeError, ValueError) as e:
        return type(e).__name__
r_missing = attempt("scen.grouped")
r_rel_nopkg = attempt(".dense")
r_empty = attempt("")
r_pkg_itself = attempt("scen")
r_dotdot = attempt("..dense", "scen")
r_loaded_after = list(scen.LOADED)
