# probe: statements binding several names that fail part way: `from m import a, missing, b`, `import present, absent`; the names before the failure are bound
# inputs
n = 1
# body
try:
    from settings import DTYPE, MISSING_NAME, ITERS
    r_from = "ok"
except ImportError as e:
    r_from = type(e).__name__
r_dtype = "DTYPE" in globals()
r_iters = "ITERS" in globals()
try:
    import settings as cfgmod, p29e_absent_backend_mod
    r_imp = "ok"
except ImportError as e:
    r_imp = type(e).__name__
r_cfgmod = "cfgmod" in globals()
