# probe: one generator writes to a list, another reads its length at each step; pulled in turn by zip they see each other's steps
# inputs
n = 4
# body
shared = []
def writer():
    for i in range(n):
        shared.append(i)
        yield i
def reader():
    for _ in range(n):
        yield len(shared)
r_pairs = list(zip(writer(), reader()))
shared.clear()
w = writer()
rd = reader()
r_manual = [next(rd), next(w), next(rd), next(w), next(w), next(rd)]
