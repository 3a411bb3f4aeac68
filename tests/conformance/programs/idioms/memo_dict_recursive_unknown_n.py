# probe: a memo dict filled by a recursive function whose depth comes from an input; the memo's size, known entries and the result, then a second call hitting the memo
# inputs
n = 6
start = 2
# body
memo = {0: 0, 1: 1}
calls = []
def fib(k):
    calls.append(k)
    if k in memo:
        return memo[k]
    v = fib(k - 1) + fib(k - 2)
    memo[k] = v
    return v
r_fib = fib(n)
r_len = len(memo)
r_zero = memo[0]
r_has_start = start in memo
r_keys = sorted(memo)
r_calls_first = len(calls)
calls.clear()
r_again = fib(start)
r_calls_again = list(calls)
r_memo_get = memo.get(n + 1, "absent")
