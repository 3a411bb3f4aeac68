# probe: optional backends detected with importlib.util.find_spec: a missing top-level name is None, a submodule of a missing package raises ModuleNotFoundError, a present package's missing submodule is None
# inputs
name = "p29e_no_such_backend"
# body
import importlib.util
r_missing = importlib.util.find_spec(name) is None
try:
    importlib.util.find_spec(name + ".sub")
    r_nested = "ok"
except ModuleNotFoundError as e:
    r_nested = type(e).__name__
r_present = importlib.util.find_spec("backends") is not None
r_present_sub = importlib.util.find_spec("backends.cuda") is not None
r_present_missing_sub = importlib.util.find_spec("backends.nope") is None
HAS = {n: importlib.util.find_spec(n) is not None for n in ("backends", name)}
r_has = HAS
try:
    import p29e_no_such_backend
    r_import = "ok"
except ImportError as e:
    r_import = type(e).__name__
