# probe: a generator that raises or stops depending on what the consumer changed between pulls: the number of items and the ending follow the consumer's writes
# inputs
limit = 2
# body
state = {"stop": False, "fail": False}
def feed():
    i = 0
    while not state["stop"]:
        if state["fail"]:
            raise ValueError(i)
        yield i
        i += 1
out = []
for x in feed():
    out.append(x)
    if x == limit:
        state["stop"] = True
r_out = out
state["stop"] = False
out2 = []
try:
    for x in feed():
        out2.append(x)
        if x == limit:
            state["fail"] = True
except ValueError as e:
    out2.append(("error", e.args))
r_out2 = out2
