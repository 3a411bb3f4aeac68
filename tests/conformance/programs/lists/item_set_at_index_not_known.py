# probe: an item set at an index the run may not know replaces the one a later read finds (a function too: the call runs Python's); an index past the end raises IndexError
# inputs
i = 0
# body
log = []
old_log = []
def old():
    old_log.append("old")
    return 1
def new():
    log.append("new")
    return 2
L = [old, old]
L[i] = new
r_call = L[0]()
nums = [1, 2, 3]
nums[i] = 10
r_nums = (nums[0], sum(nums))
def set_far(j):
    xs = [0]
    try:
        xs[j + 1] = 5
        return xs
    except IndexError:
        return "IndexError"
r_far = set_far(i)
r_logs = (list(log), list(old_log))
