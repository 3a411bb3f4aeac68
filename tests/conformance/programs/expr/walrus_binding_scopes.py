# probe: := inside comprehensions binds in the enclosing function or module, inside a generator only when pulled, in conditions of while/if, and with short-circuit skipping it
# inputs
xs = [1, 5, 2, 8, 3]
# body
r_any = any((hit := x) > 4 for x in xs)
r_hit = hit
r_last = [last := x for x in xs][-1], last
def in_function():
    vals = [y := v * 2 for v in xs]
    return (vals[-1], y)
r_in_function = in_function()
g = ((w := x) for x in xs)
try:
    w
    r_before_pull = "bound"
except NameError:
    r_before_pull = "unbound"
next(g)
next(g)
r_after_two = w
i = 0
collected = []
while (chunk := xs[i:i + 2]):
    collected.append(chunk)
    i += 2
r_while = collected
r_short = (False and (sc := 1), "sc" in globals())
if (m := len(xs)) > 3:
    r_if = m
r_nested_comp = [[(inner := a * b) for b in range(2)] for a in range(3)]
r_inner = inner
def counter_state():
    total = 0
    running = [total := total + x for x in xs]
    return running, total
r_running = counter_state()
r_filter = [y for x in xs if (y := x * 10) > 30]
r_y = y
