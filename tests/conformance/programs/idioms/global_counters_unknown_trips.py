# probe: globals changed through global statements by functions called in a loop whose trip count is an input; known globals the loop does not touch stay known
# inputs
trips = 3
step = 2
# body
total = 0
calls = 0
untouched = "same"
seen = []
def bump(v):
    global total, calls
    total += v
    calls += 1
    seen.append(v)
def reset_if(limit):
    global total
    if total > limit:
        total = 0
        return True
    return False
for i in range(trips):
    bump(step)
r_total = total
r_calls = calls
r_untouched = untouched
r_seen = seen
r_reset = reset_if(4)
r_total_after = total
r_len = len(seen)
