# probe: strings built inside functions and closures: a nonlocal accumulator, a list of parts joined, default-argument separators, recursion
# inputs
items = ["x", "y", "z"]
sep = ", "
# body
def make_joiner(s=sep):
    parts = []
    def add(p):
        parts.append(p.upper())
        return s.join(parts)
    return add
add = make_joiner()
r_steps = [add(i) for i in items]
def build(n, acc=""):
    if n == 0:
        return acc
    return build(n - 1, acc + str(n))
r_rec = build(5)
def counter():
    text = ""
    def push(c):
        nonlocal text
        text += c * 2
        return text
    return push
push = counter()
for c in items:
    last = push(c)
r_last = last
r_other = make_joiner("|")("a")
