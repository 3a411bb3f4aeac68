# probe: an item of a comprehension whose condition the run can't decide may not be made: what making it does (its element's calls, a later condition's) is not a fact, and the items after it are made as before
# inputs
flag = 0
n = 3
# body
log = []
def mark(i):
    log.append(i)
    return i
r_list = [mark(i) for i in range(n) if flag]
seen_list = list(log)
r_later = [i for i in range(n) if flag if mark(-i) is not None]
seen_later = list(log)
r_some = {i: mark(i * 10) for i in range(n) if i and flag}
seen_some = list(log)
r_set = sorted({mark(i) for i in range(n) if i >= flag if mark(-i) is not None})
r_dict = {i: mark(i * 10) for i in range(n) if i % 2 == flag % 2}
r_gen = list(mark(i + 100) for i in range(n) if i != flag)
r_nested = [mark((i, j)) for i in range(n) if i < flag for j in range(2)]
seen = list(log)
def raising():
    try:
        return [1 // (i - 1) for i in range(n) if i <= flag]
    except ZeroDivisionError:
        return "ZeroDivisionError"
r_raising = raising()
