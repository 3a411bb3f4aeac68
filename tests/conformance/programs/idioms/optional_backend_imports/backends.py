AVAILABLE = {}
try:
    import cutlass_gemm_not_installed
    AVAILABLE["cutlass"] = cutlass_gemm_not_installed.gemm
except ImportError as e:
    AVAILABLE["cutlass"] = None
    CUTLASS_ERR = type(e).__name__
try:
    import json as deep_gemm
    AVAILABLE["deepgemm"] = deep_gemm.dumps
except ImportError:
    AVAILABLE["deepgemm"] = None
try:
    from json import not_a_function
except ModuleNotFoundError:
    NAME_ERR = "mnfe"
except ImportError as e:
    NAME_ERR = type(e).__name__

def get_backends():
    return {k: v for k, v in AVAILABLE.items() if v is not None}
