# probe: `from ..x import y` in a top-level package's module goes beyond the top (ImportError), even with a top-level module x present; `from . import b` works
# inputs
suffix = "!"
# body
import pkg.a as a
r_beyond = a.RESULT
r_beyond_module = a.RESULT2
r_sibling = a.RESULT3 + suffix
