# probe: an extended slice assigned into a list whose length is not known exactly may raise, or not
# inputs
s = 'ab'
# body
xs = [1, 2, 3, 4, 5]
del xs[0]
xs[::2] = [9, 9]
r_xs = xs
