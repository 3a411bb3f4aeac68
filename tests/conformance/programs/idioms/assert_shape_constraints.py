# probe: asserts on shapes (K % 64 == 0) with f-string messages, caught as AssertionError and recorded; the message is evaluated only when the assert fails; assert inside a helper
# inputs
K = 96
N = 7
# body
evals = []
def msg(x):
    evals.append(x)
    return f"K={x}"
def check_k(k):
    assert k % 64 == 0, msg(k)
    return k // 64
results = []
for k in (64, K, 128, K * 2):
    try:
        results.append(check_k(k))
    except AssertionError as e:
        results.append(("assert", len(e.args)))
r_results = results
r_evals = evals
try:
    assert N % 2 == 0
    r_no_msg = "ok"
except AssertionError as e:
    r_no_msg = e.args
try:
    assert K, "zero"
    r_truthy = "ok"
except AssertionError:
    r_truthy = "assert"
try:
    assert [], "empty"
    r_empty = "ok"
except AssertionError as e:
    r_empty = e.args[0]
