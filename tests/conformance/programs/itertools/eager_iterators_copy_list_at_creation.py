# probe: product, combinations, permutations copy their inputs when made (later list changes unseen); cycle copies as it goes (changes during the first pass seen, after not); tee stays live
# inputs
xs = [1, 2]
# body
import itertools
a = list(xs)
pr = itertools.product(a, repeat=1)
a.append(3)
r_product = list(pr)
b = list(xs)
cm = itertools.combinations(b, 2)
b.append(3)
r_comb = list(cm)
c = list(xs)
pm = itertools.permutations(c)
c.clear()
r_perm = list(pm)
cy_src = list(xs)
cy = itertools.cycle(cy_src)
r_cy0 = next(cy)
cy_src.append(3)
r_cy_pass1 = [next(cy), next(cy)]
cy_src.append(4)
r_cy_pass2 = [next(cy) for _ in range(4)]
t_src = list(xs)
t1, t2 = itertools.tee(t_src)
t_src.append(5)
r_tee = (list(t1), list(t2))
zl_src = list(xs)
zl = itertools.zip_longest(zl_src, "abc")
zl_src.append(3)
r_zip_longest = list(zl)
acc_src = list(xs)
acc = itertools.accumulate(acc_src)
acc_src.append(10)
r_accumulate = list(acc)
sm_src = [(2, 1)]
sm = itertools.starmap(pow, sm_src)
sm_src.append((2, 3))
r_starmap = list(sm)
