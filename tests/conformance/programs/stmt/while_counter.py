# probe: while loops that count, accumulate and nest
# inputs
n = 5
# body
i, total = 0, 0
while i < n:
    total += i * i
    i += 1
r_total = total
r_i = i
a, b = 0, 1
fibs = []
while len(fibs) < n:
    fibs.append(a)
    a, b = b, a + b
r_fibs = fibs
x = 100
steps = 0
while x != 1:
    x = x // 2 if x % 2 == 0 else 3 * x + 1
    steps += 1
r_collatz = steps
