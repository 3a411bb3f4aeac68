# probe: islice and takewhile over generators that read state the consumer changes between slices; several islices taken one after another over one generator
# inputs
xs = [1, 2, 3, 4, 5, 6]
# body
import itertools
bonus = 0
def gen():
    for x in xs:
        yield x + bonus
g = gen()
r_first = list(itertools.islice(g, 2))
bonus = 100
r_second = list(itertools.islice(g, 2))
bonus = 1000
r_rest = list(g)
bonus = 0
g = gen()
chunks = []
while True:
    chunk = list(itertools.islice(g, 4))
    if not chunk:
        break
    chunks.append(chunk)
r_chunks = chunks
limit = 3
g = gen()
r_tw = list(itertools.takewhile(lambda v: v < limit, g))
limit = 100
r_tw_after = list(itertools.takewhile(lambda v: v < limit, g))
