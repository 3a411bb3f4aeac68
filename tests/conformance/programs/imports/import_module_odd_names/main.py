# probe: importlib.import_module refusing odd names: "" (ValueError), a relative name with no package or package="" (TypeError), a doubled dot, a trailing dot, a submodule of a plain module (ModuleNotFoundError)
# inputs
base = "pkg"
# body
import importlib
def attempt(*args):
    try:
        return importlib.import_module(*args).N
    except (ValueError, TypeError, ImportError) as e:
        return type(e).__name__
r_empty = attempt("")
r_rel_nopkg = attempt(".sub")
r_rel_emptypkg = attempt(".sub", "")
r_double = attempt(base + "..sub")
r_trailing = attempt(base + ".")
r_under_plain = attempt("plain.sub")
r_ok = attempt(base + ".sub")
