# probe: enum.Flag capability sets for backends: | and & combinations, membership with in, iteration of a combined flag, bool of empty flag, lookup by value
# inputs
need = ["F16", "TENSOR"]
# body
import enum
class Cap(enum.Flag):
    F16 = enum.auto()
    BF16 = enum.auto()
    TENSOR = enum.auto()
    SPARSE = enum.auto()
have = Cap.F16 | Cap.TENSOR | Cap.BF16
want = Cap(0)
for n in need:
    want |= Cap[n]
r_want_value = want.value
r_ok = (want & have) == want
r_in = [c.name for c in Cap if c in have]
r_missing = bool(Cap.SPARSE & have)
r_empty = bool(Cap(0))
r_values = [c.value for c in Cap]
r_by_value = Cap(5) == (Cap.F16 | Cap.TENSOR)
r_invert_has_sparse = Cap.SPARSE in ~have
try:
    Cap["NOPE"]
    r_bad = "ok"
except KeyError as e:
    r_bad = type(e).__name__
