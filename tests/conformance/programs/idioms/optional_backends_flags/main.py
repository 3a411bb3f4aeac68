# probe: optional backends probed at import: HAS_X flags from try/except ImportError, a dispatch choosing the first available, the absent module's name recorded
# inputs
x = 21
# body
BACKENDS = {}
MISSING = []
for modname in ("have_fast", "have_nothing_zz"):
    try:
        mod = __import__(modname)
    except ImportError as e:
        MISSING.append((modname, type(e).__name__))
        continue
    BACKENDS[modname] = mod.kernel
try:
    import have_nothing_zz
    HAS_NOTHING = True
except ImportError:
    HAS_NOTHING = False
r_backends = sorted(BACKENDS)
r_missing = MISSING
r_has = HAS_NOTHING
r_result = BACKENDS[next(iter(BACKENDS))](x)
