# probe: a generator keeps its state between calls; partial consumption; two independent copies
# inputs
words = ["a", "bb", "ccc"]
# body
def lens(ws):
    for w in ws:
        yield len(w)
g1 = lens(words)
g2 = lens(words)
r_g1_first = next(g1)
r_g2_all = list(g2)
r_g1_rest = list(g1)
r_zip = list(zip(lens(words), lens(words[1:])))
r_in = 2 in lens(words)
