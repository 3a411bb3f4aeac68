# probe: heapq and bisect on lists
# inputs
xs = [5, 1, 4, 2]
# body
import heapq
import bisect
h = list(xs)
heapq.heapify(h)
r_min = heapq.heappop(h)
heapq.heappush(h, 0)
r_after = [heapq.heappop(h) for _ in range(len(h))]
r_nsmallest = heapq.nsmallest(2, xs)
r_nlargest = heapq.nlargest(2, xs)
s = sorted(xs)
r_bisect = (bisect.bisect_left(s, 4), bisect.bisect_right(s, 4), bisect.bisect(s, 3))
bisect.insort(s, 3)
r_insort = s
