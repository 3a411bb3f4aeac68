# probe: a for loop over a generator broken early leaves it suspended (the next loop resumes it), for-else runs only when exhausted, the loop target keeps the last value
# inputs
xs = [1, 2, 3, 4, 5]
# body
log = []
def gen():
    try:
        for x in xs:
            log.append(x)
            yield x
    finally:
        log.append("fin")
g = gen()
for v in g:
    if v == 2:
        break
else:
    r_else1 = "ran"
r_target1 = v
r_log1 = list(log)
for v in g:
    pass
else:
    r_else2 = "ran"
r_target2 = v
r_log2 = list(log)
for w in g:
    r_never = True
else:
    r_else3 = "ran on empty"
r_w_bound = "w" in globals()
