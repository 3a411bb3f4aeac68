# probe: str edges: Unicode case mappings, casefold, center padding, expandtabs, Python's own whitespace and line breaks, digit predicates, translate
# inputs
s = 'straße'
odd = 'abc'
# body
r_upper = s.upper()
r_casefold = s.casefold()
r_lower_i = 'İ'.lower()
r_title = 'ǆemal ǉ'.title()
r_swap = 'ß Ab'.swapcase()
r_center_odd = odd.center(6)
r_center_even = 'ab'.center(5)
r_center_odd2 = 'abc'.center(4, '*')
r_center_5 = 'a'.center(4)
r_ljust = odd.ljust(2)
r_expand = 'a\tbc\td'.expandtabs()
r_expand4 = '12345\t6'.expandtabs(4)
r_split_ws = 'a\x1cb c\u2003d'.split()
r_strip_ws = '\x1f a \x1c'.strip()
r_splitlines = 'a\x1cb\x1dc\x1ed\x85e\u2028f'.splitlines()
r_isdigit = ['²'.isdigit(), '²'.isdecimal(), '½'.isnumeric(), '٣'.isdecimal(), 'Ⅷ'.isnumeric()]
r_isalpha = ['é'.isalpha(), 'ß'.isalpha(), '中'.isalpha(), '_'.isalpha()]
r_isspace = ['\x1c'.isspace(), '\u00a0'.isspace(), '\u200b'.isspace()]
r_isupper = ['ǅ'.isupper(), 'ǅ'.istitle(), 'Σ'.isupper()]
r_lower_sigma = 'ΣΑΣ'.lower()
r_capitalize = 'ǆa'.capitalize()
r_zfill = '-42'.zfill(6)
r_zfill_plus = '+x'.zfill(4)
r_title_apos = "they're bill's".title()
r_title_digits = '3rd e2e'.title()
r_len = len('é')
r_find = 'aßc'.find('c')
r_rfind = 'abcabc'.rfind('b', 0, 4)
r_count_empty = 'abc'.count('')
r_replace_empty = 'abc'.replace('', '-')
r_replace_count = 'aaaa'.replace('a', 'b', 2)
r_split_max = 'a,b,c,d'.split(',', 2)
r_rsplit_max = 'a b  c'.rsplit(None, 1)
r_partition_miss = 'abc'.rpartition('x')
r_format_fill = '{:*^9}'.format('mid')
r_format_align_num = '{:=+8}'.format(42)
r_format_str_prec = '{:.2}'.format('abcdef')
r_ascii = ascii('é\n')
r_repr_quote = repr("it's")
r_repr_both = repr('a"b\'c')
r_ord = ord('€')
r_chr = chr(0x1F600) == '😀'
r_join_gen = ''.join(c.upper() for c in 'abc' if c != 'b')
r_istitle = ['Hello World'.istitle(), 'Hello world'.istitle(), ''.istitle()]
r_translate = 'abc'.translate({97: 'x', 98: None})
r_maketrans = 'abc'.translate(str.maketrans('ab', 'xy'))
r_removeprefix = 'ababc'.removeprefix('ab')
r_startswith_tuple = 'decode'.startswith(('en', 'de'), 0, 3)
r_endswith_start = 'decode'.endswith('de', 2)
r_encode_len = len('straße'.encode())
r_str_mul_neg = 'ab' * -1
r_slice_neg_step = 'abcdef'[-1:-5:-2]
r_in_empty = '' in 'abc'
r_cmp = ['a' < 'B', 'ä' > 'z', 'abc' < 'abd']
