# probe: while loops: the condition re-evaluated each time (reading state changed in the body), else runs when the condition turns false (not after break or an exception), a condition that raises mid-way
# inputs
xs = [4, 3, 0, 2]
# body
i = 0
total = 0
while i < len(xs) and xs[i]:
    total += xs[i]
    i += 1
else:
    r_else_index = i
r_total = total
out = []
j = 0
try:
    while 10 // xs[j]:
        out.append(xs[j])
        j += 1
    else:
        out.append("else")
except ZeroDivisionError as e:
    out.append(type(e).__name__)
r_raise = out
stack = list(xs)
popped = []
while stack:
    v = stack.pop()
    if v == 3:
        stack.append(100)
        stack.append(1)
    popped.append(v)
r_popped = popped
n = 0
while True:
    n += 1
    if n > 5:
        break
else:
    r_never = "else"
r_n = n
r_never_bound = "r_never" in globals()
