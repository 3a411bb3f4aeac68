# probe: `from m import name` on a plain module with __getattr__: the name comes from __getattr__; one it refuses is ImportError
# inputs
k = 0
# body
try:
    from lazy import missing
    r_from_err = "ok"
except ImportError as e:
    r_from_err = type(e).__name__
from lazy import dyn_imported
r_from = dyn_imported
