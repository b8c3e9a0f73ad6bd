import time, sys, gzip, zlib
try:
    from js import cpuMs
except ImportError:
    cpuMs = lambda: time.process_time()*1000
from inkwell.words import load
from inkwell.words.finder import packed
d = load("huge")
blob = open("/wordlists/huge.index.gz" if sys.platform=="emscripten" else "wordlists/huge.index.gz","rb").read()
t=cpuMs(); plain = gzip.decompress(blob); t1=cpuMs()
print("gunzip all", round(t1-t,1), len(plain))
t=cpuMs(); zlib.crc32(plain); t1=cpuMs(); print("crc all", round(t1-t,1))
for _ in range(2):
    t=cpuMs(); ix = packed.unpack(plain, len(d.words), "x"); t1=cpuMs(); ix.marks(); t2=cpuMs()
    print("plain unpack", round(t1-t,1), "marks", round(t2-t1,1))
    t=cpuMs(); ix = packed.unpack(blob, len(d.words), "x"); t1=cpuMs(); ix.marks(); t2=cpuMs()
    print("gz unpack", round(t1-t,1), "marks", round(t2-t1,1))
