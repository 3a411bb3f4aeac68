# probe: recursion a few hundred deep succeeds; a few thousand deep raises RecursionError which is caught and the program goes on; sys.getrecursionlimit default
# inputs
shallow = 300
deep = 5000
# body
import sys
def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)
r_shallow = depth(shallow)
try:
    depth(deep)
    r_deep = "finished"
except RecursionError as e:
    r_deep = str(e)
r_limit = sys.getrecursionlimit()
def sum_list(xs):
    return 0 if not xs else xs[0] + sum_list(xs[1:])
r_sum = sum_list(list(range(shallow)))
r_after = depth(10)
