# probe: ascii() escapes non-ASCII characters in the repr
# inputs
u = "naïve"
n = 3
# body
r_ascii = ascii(u)
r_plain = ascii("abc")
r_int = ascii(n)
r_list = ascii(["é", 1])
r_emoji = ascii("👍")
