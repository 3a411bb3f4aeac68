# probe: an uncaught raise ends the module; names bound before it stay
# expect: raises ValueError
# inputs
limit = 3
# body
r_seen = []
for i in range(5):
    if i >= limit:
        raise ValueError(f"too many: {i}")
    r_seen.append(i)
r_never = True
