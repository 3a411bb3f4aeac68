# probe: nested functions filling an enclosing memo dict recursively (count of paths in a grid) sized by inputs; memo size, entries known independent of the inputs
# inputs
rows = 3
cols = 2
# body
def paths(r, c):
    memo = {}
    def go(i, j):
        if (i, j) in memo:
            return memo[(i, j)]
        if i == 0 or j == 0:
            res = 1
        else:
            res = go(i - 1, j) + go(i, j - 1)
        memo[(i, j)] = res
        return res
    return go(r, c), memo
total, memo = paths(rows, cols)
r_total = total
r_len = len(memo)
r_corner = memo.get((0, 0), "absent")
r_max_key = max(memo)
r_one = paths(1, 1)[0]
r_keys_sorted = sorted(memo)[:3]
