# probe: `and` / `or` return an operand, and short-circuit
# inputs
zero = 0
name = "x"
empty = []
# body
seen = []
def mark(v):
    seen.append(v)
    return v
r_or = zero or name
r_or_all_false = zero or empty
r_and = name and zero
r_and_true = name and 5
r_default = empty or [1]
r_short_or = mark(1) or mark(2)
r_short_and = mark(0) and mark(3)
r_seen = list(seen)
r_mixed = zero or name and 7
