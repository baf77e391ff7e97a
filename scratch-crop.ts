import sharp from 'sharp';
await sharp('/tmp/shots/en-1280-full.png').extract({ left: 0, top: 800, width: 1280, height: 1500 }).toFile('/tmp/shots/en-crop.png');
await sharp('/tmp/shots/es-390-full.png').extract({ left: 0, top: 1000, width: 390, height: 2400 }).toFile('/tmp/shots/es-crop.png');
