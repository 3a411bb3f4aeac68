# probe: while loops whose condition and continue depend on the config: a counter, a list filled after the continue, the else clause, a flag set before a break
# inputs
budget = 4
skip_odd = True
# body
i = 0
picked = []
while i < budget:
    i += 1
    if skip_odd and i % 2:
        continue
    picked.append(i)
else:
    r_else = "ran"
r_i = i
r_picked = picked
j = 0
flag = "unset"
while True:
    j += 1
    if j > budget:
        flag = "over"
        break
    if j == 2 and skip_odd:
        flag = "two"
        break
r_j = j
r_flag = flag
k = 10
while k:
    k //= 2
    if k == budget:
        break
else:
    r_k_else = "exhausted"
r_k = k
