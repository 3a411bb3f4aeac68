# probe: random with a fixed seed is deterministic in CPython
# inputs
seed = 1234
# body
import random
random.seed(seed)
r_ints = [random.randint(0, 100) for _ in range(3)]
rng = random.Random(seed)
r_same = [rng.randint(0, 100) for _ in range(3)] == r_ints
r_choice_in = random.choice("abc") in "abc"
xs = list(range(5))
random.shuffle(xs)
r_sorted_after_shuffle = sorted(xs)
