# probe: standard-library functions that change the list or dict they are handed (heapq, bisect.insort, operator.setitem and the in-place operators, random.shuffle)
# inputs
xs = [5, 1, 4]
k = "b"
# body
import bisect
import heapq
import operator
import random
h = []
for x in xs:
    heapq.heappush(h, x)
r_heap = (len(h), h[0], heapq.heappop(h), len(h))
heapq.heapify(xs)
r_heapified = xs[0]
s = [1, 3, 5]
bisect.insort(s, 4)
r_insort = s
d = {"a": 1}
operator.setitem(d, k, 2)
operator.delitem(d, "a")
r_dict = d
L = [1]
operator.iadd(L, [2])
r_iadd = L
deck = [1, 2, 3]
random.shuffle(deck)
r_deck = sorted(deck)
