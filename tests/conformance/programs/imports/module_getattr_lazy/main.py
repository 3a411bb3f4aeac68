# probe: a package with a module-level __getattr__ (PEP 562) loading backends lazily on first attribute access, raising AttributeError for unknown names; hasattr and getattr with a default
# inputs
wanted = "triton"
# body
import kern
r_loaded_before = list(kern.LOADED)
r_backend = getattr(kern, wanted)
r_again = kern.triton
r_loaded = list(kern.LOADED)
r_has_missing = hasattr(kern, "cuda_graphs")
r_default = getattr(kern, "nope", "dflt")
try:
    kern.nope
    r_err = "ok"
except AttributeError as e:
    r_err = type(e).__name__
from kern import cutlass
r_from = cutlass
r_loaded_end = list(kern.LOADED)
