# probe: a generator whose loop checks a flag the consumer sets between pulls: it ends early (StopIteration caught, a for loop ends, the except branch binds its own names)
# inputs
n = 5
# body
stop = False
def gen():
    for i in range(n):
        if stop:
            return "stopped"
        yield i
it = gen()
r1 = next(it)
stop = True
r_flag = "not stopped"
try:
    r2 = next(it)
except StopIteration as e:
    r_flag = "stopped"
    r_stop_value = e.value
stop = False
count = 0
for v in gen():
    count += 1
    if v == 1:
        stop = True
r_count = count
state = {"halt": False}
def gen2():
    i = 0
    while i < n:
        if state["halt"]:
            break
        yield i
        i += 1
    else:
        yield "loop finished"
out = []
for v in gen2():
    out.append(v)
    if v == 2:
        state["halt"] = True
r_out = out
