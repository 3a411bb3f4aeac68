# probe: a loop over input items where a helper sets a global flag (global statement) only once a counter another helper keeps passes a threshold; the flag and the counter after
# inputs
items = ["a", "b", "c"]
threshold = 2
# body
seen = 0
saturated = False
first_over = None
def count_one():
    global seen
    seen += 1
def mark(item):
    global saturated, first_over
    saturated = True
    if first_over is None:
        first_over = item
def over():
    return seen >= threshold
for it in items:
    if over():
        mark(it)
    count_one()
r_seen = seen
r_saturated = saturated
r_first_over = first_over
