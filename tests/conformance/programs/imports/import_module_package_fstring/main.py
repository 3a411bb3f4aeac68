# probe: a package loading its backends by importlib.import_module(f"{__package__}.{name}") in a loop, skipping those whose import fails with ImportError
# inputs
names = ["cuda", "missing", "rocm", "broken"]
# body
import ops
r_loaded = ops.load(names)
r_skipped = list(ops.SKIPPED)
r_pkg = ops.PKG
r_run = [f(2) for f in ops.load(names).values()]
import sys
r_mods = sorted(m for m in sys.modules if m.startswith("ops."))
