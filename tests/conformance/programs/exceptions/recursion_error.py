# probe: unbounded recursion raises RecursionError, which can be caught
# inputs
depth = 100000
# body
def down(n):
    return 0 if n == 0 else 1 + down(n - 1)
try:
    r_result = down(depth)
except RecursionError as e:
    r_result = type(e).__name__
r_small = down(50)
