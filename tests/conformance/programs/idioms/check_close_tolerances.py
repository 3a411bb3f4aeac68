# probe: a refcheck comparing outputs with atol/rtol the way harnesses do (abs(a-b) <= atol + rtol*abs(b)), math.isclose semantics (symmetric, rel_tol/abs_tol), NaN and inf cases, max error collected
# inputs
got = [1.0, 2.001, 100.5, float("nan"), float("inf")]
ref = [1.0, 2.0, 100.0, float("nan"), float("inf")]
atol = 1e-2
rtol = 1e-2
# body
import math
def close(a, b):
    return abs(a - b) <= atol + rtol * abs(b)
r_close = [close(a, b) for a, b in zip(got, ref)]
r_isclose = [math.isclose(a, b, rel_tol=rtol, abs_tol=atol) for a, b in zip(got, ref)]
r_default_isclose = [math.isclose(a, b) for a, b in zip(got, ref)]
errs = [abs(a - b) for a, b in zip(got, ref) if not (math.isnan(a) or math.isinf(a))]
r_max_err = round(max(errs), 6)
r_nan_eq = got[3] == ref[3]
r_nan_in = got[3] in got
r_inf_diff = math.isnan(got[4] - ref[4])
r_all_ok = all(close(a, b) for a, b in zip(got[:3], ref[:3]))
r_first_bad = next((i for i, (a, b) in enumerate(zip(got, ref)) if not close(a, b)), None)
try:
    math.isclose(1.0, 1.0, rel_tol=-1)
    r_neg_tol = "ok"
except ValueError as e:
    r_neg_tol = type(e).__name__
