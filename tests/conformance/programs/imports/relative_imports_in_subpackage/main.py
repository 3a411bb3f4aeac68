# probe: relative imports in a subpackage: `.c`, `..b`, `from .. import NAME`, `from . import c as cc`, and `...pkg` from pkg.sub.d (level 3 reaches above pkg: ImportError)
# inputs
k = 1
# body
import pkg.sub
r_sum = pkg.sub.SUM + k
r_top = pkg.sub.TOP
r_w = pkg.sub.W
try:
    import pkg.sub.d as d
    r_d = (d.NAME, d.PKG, d.SAME, d.BV)
except ImportError as e:
    r_d = type(e).__name__
import sys
r_d_left = "pkg.sub.d" in sys.modules
