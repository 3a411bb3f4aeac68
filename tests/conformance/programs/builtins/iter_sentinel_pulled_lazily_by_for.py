# probe: a for loop over iter(callable, sentinel) calls the callable once per item, interleaved with the body: a break stops the calls, and a callable raising later lets the body run for the earlier items first
# inputs
base = [1, 2, 3]
# body
stack = list(base)
for x in iter(stack.pop, "never"):
    if x == 3:
        break
r_break = list(stack)
stack = list(base)
seen = []
try:
    for x in iter(stack.pop, "never"):
        seen.append(x)
except IndexError as e:
    r_raised = (type(e).__name__, seen, stack)
d = dict.fromkeys("ab", 0)
for pair in iter(d.popitem, None):
    break
r_dict = list(d)
def reader():
    return stack.pop() if stack else "end"
stack = list(base)
got = []
for x in iter(reader, "end"):
    got.append(x)
    if len(got) == 2:
        break
r_fn = (got, list(stack))
