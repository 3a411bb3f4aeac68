# probe: chained comparisons evaluate each operand at most once, left to right, and stop at the first false link; the result is the last comparison's value, not forced to bool
# inputs
vals = [1, 5, 3, 7]
# body
log = []
def v(i):
    log.append(i)
    return vals[i]
r_false_middle = v(0) < v(1) < v(2) < v(3)
r_log1 = list(log)
log.clear()
r_true_all = v(0) < v(2) < v(1) < v(3)
r_log2 = list(log)
log.clear()
r_mixed = v(0) != v(0) == v(1)
r_log3 = list(log)
class Weird:
    def __lt__(self, other):
        return "truthy"
    def __gt__(self, other):
        return ""
w = Weird()
r_nonbool_last = 0 < 1 < w
r_nonbool_stop = (w < 1 < 2, w > 1 < 2)
r_in_chain = 1 in [1, 2] in [[1, 2]]
r_is_chain = None is None is not False
r_mixed_ops = vals[0] < vals[1] > vals[2] >= 3 == 3.0
