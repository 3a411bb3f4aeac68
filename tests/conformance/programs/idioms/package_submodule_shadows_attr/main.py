# probe: a package attribute and a submodule of the same name: importing the submodule rebinds the package attribute to the module; a from-import before and after; from pkg import name prefers the attribute
# inputs
which = "dense"
# body
import ops
r_before = ops.dense
from ops import gemm as gemm_early
r_gemm_early = gemm_early
import ops.dense
r_after_type = type(ops.dense).__name__
r_kind = ops.dense.KIND
r_run = ops.dense.run(1)
from ops import dense as d2
r_d2_kind = d2.KIND
import importlib
mod = importlib.import_module(f"ops.{which}")
r_same = mod is ops.dense
r_gemm_still_attr = ops.gemm
g = importlib.import_module("ops.gemm")
r_gemm_now = type(ops.gemm).__name__
r_gemm_kind = g.KIND
r_early_unchanged = gemm_early
