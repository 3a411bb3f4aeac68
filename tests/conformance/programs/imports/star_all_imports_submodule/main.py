# probe: `from pkg import *` with __all__ naming a submodule not imported yet (the star import imports it), a package attribute that a submodule import then replaces, and __all__ naming a missing name
# inputs
n = 1
# body
from ops import *
r_gemm = gemm.NAME
r_helper = helper()
import ops
r_attn_attr = ops.attn
import ops.attn
r_attn_mod = ops.attn.NAME
try:
    from broken_all import *
    r_broken = "ok"
except AttributeError as e:
    r_broken = type(e).__name__
