/**
 * Hand-written OXS files in the styles of the writers found in the wild (see the formats notes §1): Ursa's
 * WinStitch/MacStitch, Embroiderly, and the small web writers.
 */

/** WinStitch/MacStitch: padded numbers, a blend with "[+]", marked stitches, fifths of a cell, a knot and a bead. */
export const ursaSample = `<?xml version="1.0" encoding="UTF-8"?>
<chart>
<format comments01="palettecount excludes cloth color, which is item 0" comments02="decimals use a dot"/>
<properties oxsversion="1.0" software="Ursa Software" software_version="2021" chartheight="6" chartwidth="5"
 charttitle="Biggetjes" author="" copyright="by Ursa Software" instructions="" stitchesperinch="14"
 stitchesperinch_y="14" palettecount="3" misc1="normal" misc2=""/>
<palette>
<palette_item index="0" number="cloth" name="cloth" color="FFFFFF" printcolor="FFFFFF" blendcolor="nil" comments=""
 strands="2" symbol="100" dashpattern="" misc1="" bsstrands="2" bscolor="FFFFFF"/>
<palette_item index="1" number="DMC    943" name="Turquoise VY DK" color="23725C" printcolor="23725C" blendcolor="nil"
 comments="" strands="2" symbol="7" dashpattern="" misc1="" bsstrands="2" bscolor="23725C"/>
<palette_item index="2" number="DMC   3708" name="Melon LT" color="FFACAE" printcolor="FFACAE" blendcolor="nil"
 comments="" strands="2" symbol="30" dashpattern="" misc1="" bsstrands="2" bscolor="FFACAE"/>
<palette_item index="3" number="DMC 158 [+]" name="DMC 158 [+] DMC 208" color="4C526E" printcolor="4C526E"
 blendcolor="835B8B" comments="" strands="2" symbol="1" dashpattern="" misc1="" bsstrands="1" bscolor="4C526E"/>
</palette>
<fullstitches>
<stitch x="0" y="0" palindex="1"/>
<stitch x="4" y="5" palindex="2" marked="true"/>
<stitch x="1" y="0" palindex="3" marked="TRUE"/>
<stitch x="2" y="2" palindex="0"/>
</fullstitches>
<partstitches>
<partstitch x="2" y="3" palindex1="1" palindex2="2" direction="1"/>
</partstitches>
<backstitches>
<backstitch x1="3" x2="4" y1="4" y2="4" palindex="3" objecttype="backstitch" sequence="0"/>
<backstitch x1="0.2" x2="1.6" y1="1.4" y2="2.8" palindex="1" objecttype="backstitch" sequence="1"/>
</backstitches>
<ornaments_inc_knots_and_beads>
<object x1="1" y1="4.1875" palindex="3" objecttype="knot"/>
<object x1="2.5" y1="1.5" palindex="2" objecttype="bead2.5mm"/>
</ornaments_inc_knots_and_beads>
<commentboxes/>
</chart>
`;

/**
 * Embroiderly: palette without indexes (the first is the cloth), half stitches as tent ornaments, petites, and knots
 * and beads with its `rotated` attribute.
 */
export const embroiderlySample = `<?xml version="1.0" encoding="UTF-8"?>
<chart>
 <properties oxsversion="1.0" software="Embroiderly" chartwidth="4" chartheight="3" charttitle="Tent"/>
 <palette>
  <palette_item number="cloth" name="Aida" color="FFFFFF" kind="Aida"/>
  <palette_item number="Anchor 403" name="Black" color="000000" symbol="x" fontname="Ursasoftware"/>
  <palette_item number="DMC B5200" name="Snow White" color="ffffff"/>
 </palette>
 <fullstitches/>
 <backstitches>
  <backstitch x1="0" y1="0" x2="1" y2="1" x3="2" y3="1" palindex="2" objecttype="curvedstitch"/>
 </backstitches>
 <ornaments_inc_knots_and_beads>
  <object x1="1" y1="1" palindex="1" objecttype="tent" direction="2"/>
  <object x1="2" y1="0" palindex="2" objecttype="tent" direction="1"/>
  <object x1="3.5" y1="2" palindex="1" objecttype="quarter" petit="true"/>
  <object x1="2" y1="2" palindex="2" objecttype="knot" rotated="false"/>
  <object x1="0.5" y1="0.5" palindex="1" objecttype="bead" rotated="true"/>
  <object x1="4" y1="3" palindex="1" objecttype="bead4mm" rotated="false"/>
 </ornaments_inc_knots_and_beads>
</chart>
`;

/** A European writer: commas as decimal separator, half stitches as partstitch 3 and 4, a comment before the root. */
export const commaSample = `<?xml version="1.0"?>
<!-- geschreven door een klein programma -->
<chart>
 <properties chartwidth="3" chartheight="3" charttitle="Komma &amp; punt"/>
 <palette>
  <palette_item index="0" number="cloth" color="FFFFFF"/>
  <palette_item index="1" number="DMC 310" name="Black" color="000000"/>
 </palette>
 <fullstitches><stitch x="1" y="1" palindex="1"/></fullstitches>
 <partstitches>
  <partstitch x="0" y="0" palindex1="1" palindex2="0" direction="3"/>
  <partstitch x="2" y="2" palindex1="1" palindex2="0" direction="4"/>
 </partstitches>
 <backstitches>
  <backstitch x1="0,5" y1="0,5" x2="2,50" y2="2,5" palindex="1" objecttype="backstitch" sequence="0"/>
 </backstitches>
</chart>
`;
