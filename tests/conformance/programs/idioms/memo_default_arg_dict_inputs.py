# probe: a recursive function memoising in a mutable default dict across calls with input arguments; the memo's size after each call, and a call with an explicit fresh memo
# inputs
n1 = 5
n2 = 3
# body
def ways(n, memo={}):
    if n in memo:
        return memo[n]
    r = 1 if n <= 1 else ways(n - 1, memo) + ways(n - 2, memo)
    memo[n] = r
    return r
r_a = ways(n1)
r_size_a = len(ways.__defaults__[0])
r_b = ways(n2)
r_size_b = len(ways.__defaults__[0])
fresh = {}
r_c = ways(n2, fresh)
r_fresh = sorted(fresh)
r_keys = sorted(ways.__defaults__[0])
